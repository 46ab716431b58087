/**
 * The publish form's values and checks (issue 23): Yup built from the
 * registry's shared rules (api/buildpack-rules.ts), so the browser says what
 * the registry would refuse, in the same words; the support address is judged
 * by the rule of the method chosen.
 */
import * as yup from 'yup';
import {
  BUILDPACK_CATEGORIES,
  SUPPORT_METHODS,
  buildpackDescriptionRule,
  buildpackNameRule,
  buildpackNamespaceRule,
  revisionRefRule,
  supportAddressRules,
  type BuildpackCategory,
  type SupportMethod,
} from '../../api/buildpack-rules';
import type { CreateBuildpack } from '../../api/buildpacks';
import { BLANK_MESSAGE } from '../../api/field-rules';
import { yupText } from '../../api/yup-rules';
import { parseRepository, supportAddressField, type OwnerChoice } from '../../domain/buildpack-publish';

export interface PublishValues {
  owner: string;
  namespace: string;
  name: string;
  description: string;
  category: BuildpackCategory | '';
  supportMethod: SupportMethod;
  supportAddress: string;
  /** `owner/name` of the linked repository. */
  repository: string;
  /** The tag or branch to publish. */
  ref: string;
}

export const initialPublishValues: PublishValues = {
  owner: 'user',
  namespace: '',
  name: '',
  description: '',
  category: '',
  supportMethod: 'github',
  supportAddress: '',
  repository: '',
  ref: '',
};

/** The form's fields in the order they show (the first invalid one takes focus). */
export const PUBLISH_FIELDS = ['owner', 'namespace', 'name', 'description', 'category', 'supportMethod', 'supportAddress', 'repository', 'ref'] as const;
export type PublishField = (typeof PUBLISH_FIELDS)[number];

export const publishSchema = yup.object({
  owner: yup.string().required(BLANK_MESSAGE),
  namespace: yupText(buildpackNamespaceRule),
  name: yupText(buildpackNameRule),
  description: yupText(buildpackDescriptionRule),
  category: yup.string().oneOf(['', ...BUILDPACK_CATEGORIES]).required('Choose a category.'),
  supportMethod: yup.string().oneOf(SUPPORT_METHODS).required(),
  supportAddress: yup.string().when('supportMethod', ([method]: SupportMethod[]) =>
    method === 'email' || method === 'website' ? yupText(supportAddressRules[method]) : yup.string(),
  ),
  repository: yup.string().required('Choose the repository to publish from.'),
  ref: yupText(revisionRefRule),
});

/** The create request for these values, as `owner`. */
export function toCreateBuildpack(values: PublishValues, owner: OwnerChoice): CreateBuildpack {
  const source = parseRepository(values.repository) ?? { owner: '', repo: '' };
  const needsAddress = supportAddressField(values.supportMethod) !== undefined;
  return {
    name: values.name.trim(),
    namespace: values.namespace.trim(),
    description: values.description.trim() || null,
    category: values.category || 'tools',
    source: { type: 'github', ...source },
    support: { method: values.supportMethod, address: needsAddress ? values.supportAddress.trim() : null },
    owner: owner.owner,
  };
}

/** The element a field's problem focuses: the repository's is its search box. */
export function publishFieldId(field: PublishField): string {
  if (field === 'repository') return 'publish-repository-search';
  return `publish-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * Whether the form holds input of the user's (then leaving the page asks
 * first, issue 31 item 1). Formik's `dirty` will not do: the form fills the
 * namespace itself (the code-hosting login arrives late; choosing an owner
 * fills theirs), and a form nobody touched must let the user go. A namespace
 * is input only when it is not the chosen owner's own.
 */
export function hasPublishInput(values: PublishValues, owners: readonly OwnerChoice[]): boolean {
  const filledIn = owners.find((owner) => owner.value === values.owner)?.namespace ?? '';
  return PUBLISH_FIELDS.some((field) =>
    field === 'namespace' ? values.namespace !== '' && values.namespace !== filledIn : values[field] !== initialPublishValues[field],
  );
}
