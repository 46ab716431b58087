import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import type { Feature } from '../../api/features';
import { DATATYPE_INFO, offeringStoredNote } from '../../domain/feature-datatype';
import { MISSING_VALUE_HELP } from '../../domain/missing-offerings';
import { links } from '../../domain/links';
import { AVAILABILITY_LABELS, AVAILABILITY_TYPES, type Availability } from '../../domain/plan-availability';
import type { AvailabilityControl } from '../../domain/plan-permissions';
import { planSlugFor } from '../../domain/plan-slug';
import { ADMIN_PLAN_PROPERTIES, ADMIN_PLAN_PROPERTY_LABELS, type PlanValues } from './plan-form';

/** One input per feature, typed by its datatype (spec §3 offering): a switch for booleans, otherwise text in the units people use ("10 GB", "7 days"). */
export function OfferingFields({ features, missing = [] }: { features: readonly Feature[]; missing?: readonly string[] }) {
  if (features.length === 0) {
    return <Typography color="text.secondary">This add-on has no features yet; add them in the Features section to give plans values.</Typography>;
  }
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Feature values</FormLabel>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {features.map((feature) => (
          <OfferingField key={feature.id} feature={feature} missing={missing.includes(feature.id)} />
        ))}
      </Stack>
    </FormControl>
  );
}

/** `missing`: the plan has no value for this feature yet (added after the plan); marked from the start, not only after a failed save. */
function OfferingField({ feature, missing }: { feature: Feature; missing: boolean }) {
  const name = `offerings.${feature.id}`;
  const [field, meta, helpers] = useField<string | boolean>(name);
  const { submitCount } = useFormikContext();
  const needsValue = missing && field.value === '';
  const error = meta.touched || submitCount > 0 ? meta.error : needsValue ? MISSING_VALUE_HELP : undefined;
  const info = DATATYPE_INFO[feature.datatype];
  if (info.input === 'toggle') {
    return (
      <FormControlLabel
        control={<Switch checked={field.value === true} onChange={(event) => void helpers.setValue(event.target.checked)} name={name} />}
        label={feature.name}
      />
    );
  }
  return (
    <TextField
      id={`offering-${feature.id}`}
      name={name}
      label={feature.name}
      value={field.value === true || field.value === false ? '' : field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? offeringStoredNote(feature.datatype, field.value) ?? info.example}
      required
      slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
    />
  );
}

/** Availability as spec §4 allows it here: fixed with its reason, a select, the change-request link, or the admin's direct switch. */
export function AvailabilityField({ control: controlFor }: { control: (newSlug: string) => AvailabilityControl }) {
  const [field, , helpers] = useField<Availability>('availability');
  const { values } = useFormikContext<PlanValues>();
  // While creating, the slug decides whether this is the alpha test plan (always All Users).
  const newSlug = planSlugFor({ slug: values.slug, name: values.name });
  const control = controlFor(newSlug.ok ? newSlug.slug : '');
  if (control.kind === 'fixed') {
    return (
      <TextField
        id="plan-availability"
        label="Availability"
        value={AVAILABILITY_LABELS[control.availability]}
        helperText={control.reason}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    );
  }
  if (control.kind === 'changeRequest') {
    return (
      <TextField
        id="plan-availability"
        label="Availability"
        value={AVAILABILITY_LABELS[field.value]}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={
          <>
            In GA the platform team changes availability:{' '}
            <Link href={links.planAvailabilityChangeRequest} target="_blank" rel="noopener">
              request a change (opens in a new tab)
            </Link>
            .
          </>
        }
      />
    );
  }
  if (control.kind === 'adminSwitch') {
    return (
      <FormControl component="fieldset">
        <FormLabel component="legend">Availability</FormLabel>
        <RadioGroup name="availability" value={field.value} onChange={(event) => void helpers.setValue(event.target.value as Availability)}>
          {AVAILABILITY_TYPES.map((availability) => (
            <FormControlLabel key={availability} value={availability} control={<Radio />} label={AVAILABILITY_LABELS[availability]} />
          ))}
        </RadioGroup>
        <FormHelperText>Switching a GA plan applies at once.</FormHelperText>
      </FormControl>
    );
  }
  return (
    <TextField id="plan-availability" select label="Availability" name="availability" value={field.value} onChange={field.onChange}>
      {AVAILABILITY_TYPES.map((availability) => (
        <MenuItem key={availability} value={availability}>
          {AVAILABILITY_LABELS[availability]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Spec §4: "Admins alone can set the shield, private-networking and temporary-support properties." */
export function AdminPlanPropertiesFields() {
  const { values, setFieldValue } = useFormikContext<PlanValues>();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Platform settings (admins only)</FormLabel>
      <FormGroup>
        {ADMIN_PLAN_PROPERTIES.map((property) => (
          <FormControlLabel
            key={property}
            control={<Checkbox checked={values.admin[property]} onChange={(event) => void setFieldValue(`admin.${property}`, event.target.checked)} />}
            label={
              <span>
                {ADMIN_PLAN_PROPERTY_LABELS[property].label}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {ADMIN_PLAN_PROPERTY_LABELS[property].help}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
