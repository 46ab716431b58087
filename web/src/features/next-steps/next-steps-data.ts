/**
 * What Next steps asks for on its first paint, started by its route beside its
 * chunk (app/workspace-sections.tsx, issue 33). Which lists the screen reads
 * depends on the add-on's state (alpha and beta read the five requirement
 * lists and the documentation, GA and shut down only the timeline's three),
 * and the route does not know the state before the add-on arrives: waiting for
 * it put the lists a second round trip after the page (critical-path depth 2).
 * So every query any state reads is started at once, beside the add-on. They
 * are small (a few items each), and at GA or shutdown the six the screen does
 * not read cost less than the round trip they save for an add-on under review.
 *
 * A module of its own, loaded by the route's declaration with `import()`, so
 * none of it is in the entry chunk (the BFF preloads it with the screen:
 * bff/static/route-modules.ts).
 */
import { approvalsQueryOptions } from '../../api/approvals';
import { automaticReviewsQueryOptions } from '../../api/automatic-reviews';
import { documentationQueryOptions } from '../../api/documentation';
import { progressionsQueryOptions } from '../../api/progressions';
import { requirementsQueryOptions } from '../../api/requirements';
import { REQUIREMENT_LISTS } from '../../domain/progression';

/** The same query options the screen's hooks use, so each finds its request on its way. */
export function nextStepsFirstQueries(slug: string) {
  return [
    // Every state: the review timeline (ReviewTimeline.tsx).
    approvalsQueryOptions(slug),
    progressionsQueryOptions(slug),
    automaticReviewsQueryOptions(slug),
    // Alpha and beta: the panel's checklists and buttons (use-lifecycle-facts.ts) and the article review's status.
    ...REQUIREMENT_LISTS.map((list) => requirementsQueryOptions(slug, list)),
    documentationQueryOptions(slug),
  ];
}
