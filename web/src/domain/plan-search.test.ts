import { describe, expect, it } from 'vitest';
import { keepPlanSearch, planSearchPredicate } from './plan-search';

const plans = [
  { name: 'Standard 2', slug: 'standard-2' },
  { name: 'Premium 4', slug: 'premium-4' },
  { name: 'Hobby', slug: 'hobby-dev' },
];

const search = (query: string) => plans.filter(planSearchPredicate(query)).map((plan) => plan.name);

describe('planSearchPredicate (issue 21 item 11: search plans by name or slug)', () => {
  it('matches the name, case-insensitively', () => {
    expect(search('PREMIUM')).toEqual(['Premium 4']);
  });

  it('matches the slug, also where the name does not say it', () => {
    expect(search('hobby-dev')).toEqual(['Hobby']);
    expect(search('dev')).toEqual(['Hobby']);
  });

  it('treats spaces, hyphens and underscores alike, and needs every word', () => {
    expect(search('standard 2')).toEqual(['Standard 2']);
    expect(search('standard-2')).toEqual(['Standard 2']);
    expect(search('standard 4')).toEqual([]);
  });

  it('matches everything for an empty or blank query', () => {
    expect(search('')).toHaveLength(3);
    expect(search('   ')).toHaveLength(3);
  });

  it('filters 1 000 plans well within a keystroke', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ name: `Plan ${index}`, slug: `plan-${index}` }));
    const started = performance.now();
    for (let run = 0; run < 20; run += 1) many.filter(planSearchPredicate('plan 99'));
    expect((performance.now() - started) / 20).toBeLessThan(16);
    expect(many.filter(planSearchPredicate('plan 99'))).toHaveLength(19) // 99, 199…899, 990…999;
  });
});

describe('keepPlanSearch', () => {
  it('carries the list search onto a panel path and back', () => {
    expect(keepPlanSearch('/addons/acme-metrics/plans/p1/edit', '?q=tier+42')).toBe('/addons/acme-metrics/plans/p1/edit?q=tier+42');
    expect(keepPlanSearch('/addons/acme-metrics/plans', '?q=tier-099')).toBe('/addons/acme-metrics/plans?q=tier-099');
  });

  it('keeps a path of its own parameters and replaces a search it already has', () => {
    expect(keepPlanSearch('/addons/a/plans?edit-plan-defaults=1', '?q=std')).toBe('/addons/a/plans?edit-plan-defaults=1&q=std');
    expect(keepPlanSearch('/addons/a/plans?q=old', '?q=new')).toBe('/addons/a/plans?q=new');
  });

  it('leaves the path alone without a search, and carries nothing else', () => {
    expect(keepPlanSearch('/addons/a/plans', '')).toBe('/addons/a/plans');
    expect(keepPlanSearch('/addons/a/plans', '?q=')).toBe('/addons/a/plans');
    expect(keepPlanSearch('/addons/a/plans', '?edit-plan-defaults=1&shutdown=1')).toBe('/addons/a/plans');
  });

  it('encodes what the partner typed, so it cannot add parameters or leave the path', () => {
    expect(keepPlanSearch('/addons/a/plans', `?q=${encodeURIComponent('a&edit-plan-defaults=1#x/../')}`)).toBe(
      '/addons/a/plans?q=a%26edit-plan-defaults%3D1%23x%2F..%2F',
    );
  });
});
