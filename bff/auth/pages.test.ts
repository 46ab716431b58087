import { describe, expect, it } from 'vitest';
import { renderLogOutConfirmation, renderSignInProblem } from './pages';

// The sign-in problem page shows the identity provider's error_description, which
// anyone can put in a callback link: it must come out as text, never as markup.
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';

describe('sign-in and log-out pages', () => {
  it('shows a sign-in problem as escaped text, with the way back to sign-in', () => {
    const page = renderSignInProblem(`The identity provider refused the sign-in: ${HOSTILE}`);
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain('<a href="/login">Sign in again</a>');
  });

  it('shows a log-out note as escaped text, and the form that posts from this origin', () => {
    const page = renderLogOutConfirmation(HOSTILE);
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&#60;img src=x onerror=alert(2)&#62;');
    expect(page).toContain('<form method="post" action="/log-out">');
    expect(renderLogOutConfirmation()).not.toContain('&#60;');
  });
});
