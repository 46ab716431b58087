/**
 * The provider home's resource centre (spec §1 "Other parts of the product"):
 * "four link groups: how to partner, how add-ons work, how to build an add-on,
 * and useful links. The links cover becoming a partner, add-on support, API
 * references, request forms for state progressions and plan changes, and a
 * support contact." External addresses are placeholders on example.com, like
 * those in links.ts, until the real ones are configured.
 */
import { links } from './links';

/** Where the Join Provider Program button leads: the partner application. */
export const joinProviderProgramUrl = 'https://elements.example.com/partners/apply';

export const partnerSupportEmail = 'partner-support@example.com';

export interface ResourceLink {
  label: string;
  href: string;
  /** One line on what the reader finds there. */
  description: string;
  /** A route of the portal (client-side link) rather than another site. */
  internal?: boolean;
}

export interface ResourceGroup {
  title: 'How to partner' | 'How add-ons work' | 'How to build an add-on' | 'Useful links';
  links: readonly ResourceLink[];
}

export const resourceGroups: readonly ResourceGroup[] = [
  {
    title: 'How to partner',
    links: [
      {
        label: 'Becoming a partner',
        href: 'https://devcenter.example.com/articles/becoming-an-add-on-partner',
        description: 'Who can join, what we ask of partners and how long approval takes.',
      },
      {
        label: 'Apply to the Provider Program',
        href: joinProviderProgramUrl,
        description: 'Tell us about your company and the service you want to offer.',
      },
      {
        label: 'Marketplace Licensing Agreement',
        href: links.marketplaceLicensingAgreement,
        description: 'The terms every add-on on the marketplace is offered under.',
      },
    ],
  },
  {
    title: 'How add-ons work',
    links: [
      {
        label: 'Add-ons overview',
        href: 'https://devcenter.example.com/articles/how-add-ons-work',
        description: 'How customers find, provision and pay for an add-on.',
      },
      {
        label: 'Alpha, beta and general availability',
        href: 'https://devcenter.example.com/articles/add-on-lifecycle',
        description: 'What each state means, who can install, and what a review checks.',
      },
      {
        label: 'Plans, pricing and payouts',
        href: 'https://devcenter.example.com/articles/add-on-plans-and-pricing',
        description: 'How plans are priced, billed to customers and paid out to you each month.',
      },
      {
        label: 'Add-on support',
        href: 'https://devcenter.example.com/articles/supporting-your-add-on',
        description: 'What customers expect from your support, and how they reach you.',
      },
    ],
  },
  {
    title: 'How to build an add-on',
    links: [
      {
        label: 'Building an add-on',
        href: links.gettingStarted,
        description: 'From a manifest to your first provisioned resource, step by step.',
      },
      {
        label: 'Add-on Partner API reference',
        href: links.provisioningApiReference,
        description: 'Provisioning, deprovisioning, plan changes and single sign-on (version 3).',
      },
      {
        label: 'Migrating to Partner API version 3',
        href: links.provisioningApiMigration,
        description: 'Moving an add-on from a legacy provisioning API.',
      },
      {
        label: 'Partner documentation',
        href: links.documentation,
        description: 'Every article for add-on partners in one place.',
      },
    ],
  },
  {
    title: 'Useful links',
    links: [
      {
        label: 'Request a state progression',
        href: links.progressionRequest,
        description: 'Ask to move an add-on from alpha to beta, or from beta to GA.',
      },
      {
        label: 'Request a plan change',
        href: links.planAvailabilityChangeRequest,
        description: "Change the availability of a GA add-on's plans.",
      },
      {
        label: 'Open a support ticket',
        href: links.supportTicket,
        description: 'For anything about your listing, billing or account.',
      },
      {
        label: 'Contact partner support',
        href: `mailto:${partnerSupportEmail}`,
        description: partnerSupportEmail,
      },
      {
        label: 'Add-ons changelog',
        href: links.changelog,
        description: 'The most recently updated add-ons on the marketplace.',
        internal: true,
      },
    ],
  },
];
