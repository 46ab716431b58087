import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { BUILDPACK_CATEGORIES, SUPPORT_METHODS } from '../../api/buildpack-rules';
import { FormTextField } from '../../components/FormTextField';
import { SectionCard } from '../../components/SectionCard';
import { SUPPORT_METHOD_LABELS, supportAddressField, type OwnerChoice } from '../../domain/buildpack-publish';
import { PublishSelectField } from './PublishSelectField';
import type { PublishValues } from './publish-form';
import { RefChoices } from './RefChoices';
import { RepositoryPicker } from './RepositoryPicker';

const CATEGORY_LABELS = { languages: 'Languages', tools: 'Tools', packages: 'Packages' } as const;

export interface PublishFieldsProps {
  owners: readonly OwnerChoice[];
  /** Once the buildpack exists its details are saved: only the tag or branch can change. */
  locked: boolean;
  /** The buildpack once created: its repository's tags and branches are offered for the ref. */
  buildpackId: string | undefined;
}

/** The publish form's details, support and source sections. */
export function PublishFields({ owners, locked, buildpackId }: PublishFieldsProps) {
  const { values, setFieldValue } = useFormikContext<PublishValues>();
  const address = supportAddressField(values.supportMethod);
  const personal = owners.find((owner) => owner.value === 'user')?.namespace ?? '';

  // The user's own namespace (their code-hosting login) may arrive after the form: fill it in if nothing was typed.
  useEffect(() => {
    if (values.owner === 'user' && values.namespace === '' && personal !== '') void setFieldValue('namespace', personal);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the login arrives
  }, [personal]);

  return (
    <>
      <SectionCard title="Buildpack" description="Who publishes it, and under which name apps will add it.">
        <Stack spacing={3}>
          <PublishSelectField
            id="publish-owner"
            name="owner"
            label="Owner"
            options={owners}
            disabled={locked}
            helperText="You, or one of your teams. A team's buildpacks are published in the team's namespace."
            onChosen={(value) => {
              const owner = owners.find((choice) => choice.value === value);
              if (owner) void setFieldValue('namespace', owner.namespace);
            }}
          />
          <FormTextField
            id="publish-namespace"
            name="namespace"
            label="Namespace"
            required
            fullWidth
            disabled={locked}
            autoComplete="off"
            spellCheck={false}
            helperText="The first half of the buildpack's name, e.g. acme in acme/metrics."
          />
          <FormTextField
            id="publish-name"
            name="name"
            label="Name"
            required
            fullWidth
            disabled={locked}
            autoComplete="off"
            spellCheck={false}
            helperText='Letters, digits, "_" and "-", starting with a letter or digit.'
          />
          <FormTextField id="publish-description" name="description" label="Description" fullWidth multiline minRows={2} disabled={locked} />
          <PublishSelectField
            id="publish-category"
            name="category"
            label="Category"
            disabled={locked}
            options={BUILDPACK_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
          />
        </Stack>
      </SectionCard>
      <SectionCard title="Support" description="Where users of the buildpack get help.">
        <Stack spacing={3}>
          <PublishSelectField
            id="publish-support-method"
            name="supportMethod"
            label="Support"
            disabled={locked}
            options={SUPPORT_METHODS.map((method) => ({ value: method, label: SUPPORT_METHOD_LABELS[method] }))}
          />
          {address ? (
            <FormTextField
              id="publish-support-address"
              name="supportAddress"
              label={address.label}
              type={address.type}
              helperText={address.helperText}
              required
              fullWidth
              disabled={locked}
              autoComplete="off"
            />
          ) : null}
        </Stack>
      </SectionCard>
      <SectionCard title="Source" description="The repository on the code-hosting service, and the tag or branch to publish.">
        <Stack spacing={3}>
          <RepositoryPicker
            disabled={locked}
            onChosen={(repository) => {
              if (values.ref === '') void setFieldValue('ref', repository.defaultBranch);
            }}
          />
          <FormTextField
            id="publish-ref"
            name="ref"
            label="Tag or branch"
            required
            fullWidth
            autoComplete="off"
            spellCheck={false}
            helperText="A tag (v1.0.0) or branch (main) of the repository."
          />
          {buildpackId ? <RefChoices buildpackId={buildpackId} onChoose={(ref) => void setFieldValue('ref', ref)} /> : null}
        </Stack>
      </SectionCard>
    </>
  );
}
