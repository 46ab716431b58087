import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { EMAIL_PATTERN } from './field-rules';
import { maxCharactersOf, yupText } from './yup-rules';

describe('the limit a field shows (issue 21 item 10: limits visible before they are broken)', () => {
  const schema = yup.object({
    name: yupText({ required: true, max: 80 }),
    email: yupText({ required: true, max: 254, pattern: EMAIL_PATTERN }),
    notes: yupText({ required: false }),
    nested: yup.object({ title: yupText({ required: true, max: 40 }) }),
  });

  it('is read from the schema a free-text rule built', () => {
    expect(maxCharactersOf(schema, 'name')).toBe(80);
    expect(maxCharactersOf(schema, 'nested.title')).toBe(40);
  });

  it('is not shown for a field bounded by its format, or without a limit', () => {
    expect(maxCharactersOf(schema, 'email')).toBeUndefined();
    expect(maxCharactersOf(schema, 'notes')).toBeUndefined();
  });

  it('is nothing for a path or schema it does not know', () => {
    expect(maxCharactersOf(schema, 'missing')).toBeUndefined();
    expect(maxCharactersOf(undefined, 'name')).toBeUndefined();
    expect(maxCharactersOf({ name: 'not a schema' }, 'name')).toBeUndefined();
  });
});
