/**
 * The admin e-mail lookup's call (spec §8 "A 404 on the admin e-mail lookup
 * gives a not-found result; other errors are re-raised"): a 404 is an answer,
 * every other failure is thrown as the API error it was, for the screen's
 * error state and the app's flash.
 */
import { describe, expect, it } from 'vitest';
import { acmePostgresWire, stubFetch } from '../test-support/fetch-stub';
import { lookUpUserAddons } from './addon-lists';
import { ApiError } from './errors';

const { fetchMock, respond } = stubFetch();
const acmePostgres = acmePostgresWire;

describe('lookUpUserAddons', () => {
  it('asks for the e-mail, encoded, and answers the add-ons found', async () => {
    respond(200, [acmePostgres]);
    const answer = await lookUpUserAddons('ops+billing@acme.test');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v3/users/ops%2Bbilling%40acme.test/addons');
    expect(answer).toMatchObject({ found: true, addons: [{ slug: 'acme-postgres', company: { name: 'Acme Data' } }] });
  });

  it('answers an empty list as found, with no add-ons', async () => {
    respond(200, []);
    expect(await lookUpUserAddons('owner@solo.test')).toEqual({ found: true, addons: [] });
  });

  it('answers a 404 as not found, not as an error', async () => {
    respond(404, { id: 'not_found', message: 'User not found.' });
    expect(await lookUpUserAddons('nobody@example.test')).toEqual({ found: false });
  });

  it.each([
    [400, { id: 'bad_request', message: 'Not an e-mail.' }],
    [401, { id: 'unauthorized', message: 'Sign in again.' }],
    [403, { id: 'forbidden', message: 'Platform admins only.' }],
    [500, { id: 'internal', message: 'Something broke.' }],
    [503, { id: 'unavailable', message: 'The partner API is not answering.' }],
    [502, 'Bad gateway'],
  ])('re-raises a %i as the API error it was, never as "not found"', async (status, body) => {
    respond(status, body);
    const error = await lookUpUserAddons('partner@acme.test').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status });
  });

  it('re-raises a failure that is no HTTP answer at all (the network)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(lookUpUserAddons('partner@acme.test')).rejects.toThrow();
  });
});
