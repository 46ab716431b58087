import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCreateRevision, type BuildpackRevision } from '../../api/buildpack-revisions';
import { useCreateBuildpack, type Buildpack } from '../../api/buildpacks';
import { FormBehaviour } from '../../components/FormBehaviour';
import { useLeavePageGuard } from '../../components/LeavePageGuard';
import { TwoFactorDialog } from '../../components/TwoFactorDialog';
import { buildpackPagePath } from '../../domain/buildpack-screens';
import { buildpackSlug } from '../../domain/buildpacks';
import type { OwnerChoice } from '../../domain/buildpack-publish';
import { publishProblem } from './publish-errors';
import { hasPublishInput, initialPublishValues, publishFieldId, publishSchema, toCreateBuildpack, type PublishValues } from './publish-form';
import { PublishFields } from './PublishFields';
import { publishSuccessPath } from './publish-paths';
import { RevisionProgress } from './RevisionProgress';

type Helpers = FormikHelpers<PublishValues>;

interface Challenge {
  ref: string;
  helpers: Helpers;
  /** What the registry said about the last code sent; none before the first. */
  error: string | undefined;
}

const WRONG_CODE = 'That code was not accepted. Check your authenticator app and enter the current code.';

/**
 * The publish form and its flow: create the buildpack (once: a retry reuses
 * it), publish the ref, answer a second-factor challenge in a dialog, then
 * watch the revision until it is published (the success screen) or failed
 * (pick another ref). Every refusal lands on its field or above the form;
 * the values typed stay as they are.
 */
export function PublishForm({ owners }: { owners: readonly OwnerChoice[] }) {
  const formId = useId();
  const navigate = useNavigate();
  const create = useCreateBuildpack();
  const publish = useCreateRevision();
  const [created, setCreated] = useState<Buildpack>();
  const [revision, setRevision] = useState<BuildpackRevision>();
  const [problem, setProblem] = useState<string>();
  // A taken name in the user's own (or a team's) namespace is a buildpack they may already publish to.
  const [existing, setExisting] = useState<{ namespace: string; name: string }>();
  const [challenge, setChallenge] = useState<Challenge>();
  const navigated = useRef(false);
  // Reload, Back or a header link would lose what was typed: ask first, as the panels do.
  const leaveGuard = useLeavePageGuard();
  const { leave } = leaveGuard;

  const ownerOf = (values: PublishValues) => owners.find((owner) => owner.value === values.owner) ?? owners[0]!;

  /** Publishes `ref` of `buildpack`; a refusal lands on its field, the dialog or above the form. */
  async function publishRef(buildpack: Buildpack, ref: string, helpers: Helpers, twoFactorCode?: string): Promise<void> {
    try {
      setRevision(await publish.mutateAsync({ buildpackId: buildpack.id, ref, twoFactorCode }));
      setChallenge(undefined);
    } catch (error) {
      const found = publishProblem(error);
      if (found.kind === 'twoFactor') return setChallenge({ ref, helpers, error: twoFactorCode ? WRONG_CODE : undefined });
      setChallenge(undefined);
      if (found.kind === 'field') {
        helpers.setFieldError(found.field, found.message);
        // Outside a submit (after the dialog) the form does not move focus itself.
        if (twoFactorCode) requestAnimationFrame(() => document.getElementById(publishFieldId(found.field))?.focus());
      } else setProblem(found.message);
    }
  }

  async function submit(values: PublishValues, helpers: Helpers) {
    setProblem(undefined);
    setExisting(undefined);
    setRevision(undefined);
    let buildpack = created;
    if (!buildpack) {
      try {
        buildpack = await create.mutateAsync(toCreateBuildpack(values, ownerOf(values)));
        setCreated(buildpack);
      } catch (error) {
        const found = publishProblem(error);
        if (found.kind === 'field') helpers.setFieldError(found.field, found.message);
        else setProblem(found.message);
        if (found.kind === 'field' && found.field === 'name') setExisting({ namespace: values.namespace.trim(), name: values.name.trim() });
        return;
      }
    }
    await publishRef(buildpack, values.ref.trim(), helpers);
  }

  // The revision as it moves on: failed frees the Publish button for another ref, published leaves for the success screen.
  const onRevisionChange = useCallback(
    (changed: BuildpackRevision) => {
      setRevision(changed);
      if (changed.status !== 'published' || navigated.current) return;
      navigated.current = true;
      // Published: the input is saved, the success screen is the form's own way out.
      leave(() => void navigate(publishSuccessPath(changed.buildpackId)));
    },
    [navigate, leave],
  );

  const pending = revision?.status === 'pending';
  return (
    <Formik<PublishValues> initialValues={{ ...initialPublishValues, namespace: owners[0]?.namespace ?? '' }} validationSchema={publishSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <>
          <Form id={formId} noValidate aria-label="Publish a buildpack">
            <FormBehaviour formId={formId} schema={publishSchema}>
              <Stack spacing={3}>
                {problem ? (
                  <Alert severity="error" role="alert">
                    {problem}
                  </Alert>
                ) : null}
                {existing ? (
                  <Alert severity="info" role="status">
                    {buildpackSlug(existing.namespace, existing.name)} is already on the registry. To publish a new version of it,{' '}
                    <Link component={RouterLink} to={buildpackPagePath(existing.namespace, existing.name)}>
                      open {buildpackSlug(existing.namespace, existing.name)}
                    </Link>{' '}
                    and choose Publish a revision.
                  </Alert>
                ) : null}
                {created ? (
                  <Alert severity="info" role="status">
                    {buildpackSlug(created.namespace, created.name)} is created and its details are saved; publish any of its tags or branches.
                  </Alert>
                ) : null}
                <PublishFields owners={owners} locked={created !== undefined} buildpackId={created?.id} />
                {revision && created ? <RevisionProgress buildpackId={created.id} revision={revision} onChange={onRevisionChange} /> : null}
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  <Button type="submit" variant="contained" size="large" disabled={isSubmitting || pending}>
                    {isSubmitting ? 'Publishing…' : pending ? 'Building…' : 'Publish'}
                  </Button>
                </Stack>
              </Stack>
            </FormBehaviour>
            {leaveGuard.guard(hasPublishInput(values, owners))}
          </Form>
          <TwoFactorDialog
            open={challenge !== undefined}
            reason={`${ownerOf(values).label} requires a second factor to publish.`}
            action="publish"
            error={challenge?.error}
            sending={publish.isPending}
            onCancel={() => setChallenge(undefined)}
            onSubmit={(code) => {
              if (challenge && created) void publishRef(created, challenge.ref, challenge.helpers, code);
            }}
          />
        </>
      )}
    </Formik>
  );
}
