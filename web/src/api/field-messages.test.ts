import { describe, expect, it } from 'vitest';
import { fieldSentence, fieldSentences, humanFieldName } from './field-messages';
import { BLANK_MESSAGE, EMAIL_PATTERN, HTTP_URL_MESSAGE, tooLongMessage } from './field-rules';

describe('one voice for field messages (issue 21 item 10)', () => {
  it.each([
    ['email', 'Email'],
    ['display_name', 'Display name'],
    ['displayName', 'Display name'],
    ['technicalContactFullName', 'Technical contact full name'],
    ['offerings.f1', 'Offerings f1'],
    ['base', ''],
  ])('the human name of %s is %j', (field, name) => {
    expect(humanFieldName(field)).toBe(name);
  });

  it.each([
    ['Name', BLANK_MESSAGE, "Name can't be blank."],
    ['Name', tooLongMessage(80), 'Name is too long (at most 80 characters).'],
    ['Billing e-mail', EMAIL_PATTERN.message, 'Billing e-mail must be an e-mail address.'],
    ['Website', HTTP_URL_MESSAGE, 'Website must be an https:// address.'],
    ['Platform account e-mail', 'has no platform account; ask them to sign up first', 'Platform account e-mail has no platform account; ask them to sign up first.'],
  ])('%s + the fragment %j reads %j', (name, fragment, sentence) => {
    expect(fieldSentence(name, fragment)).toBe(sentence);
  });

  it('keeps a message that is already a sentence, adding only a missing full stop', () => {
    expect(fieldSentence('Price', 'Price cannot be the same.')).toBe('Price cannot be the same.');
    expect(fieldSentence('Value', 'Enter a value.')).toBe('Enter a value.');
    expect(fieldSentence('Slug', 'The slug “a b” is invalid')).toBe('The slug “a b” is invalid.');
  });

  it('a message with no field (base) is capitalised on its own', () => {
    expect(fieldSentence('', 'cannot be progressed while shut down')).toBe('Cannot be progressed while shut down.');
  });

  it('several messages of one field read as one sentence each', () => {
    expect(fieldSentences('Slug', ['is taken', "can't be blank"])).toBe("Slug is taken. Slug can't be blank.");
    expect(fieldSentences('Slug', [])).toBe('');
  });
});
