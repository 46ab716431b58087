/** What next-steps says (spec §8 where it words it; plain sentences where it does not). */
export const nextStepsMessages = {
  approvalSaved: 'Approval saved.',
  approvalRequested: (label: string) => `${label} requested.`,
  requirementsLoading: 'Loading requirements…',
  documentationLoading: 'Loading documentation status…',
  documentationUnavailable: 'Unavailable: the documentation status could not be loaded.',
  notRequested: 'Not requested yet.',
  approvalLoading: 'Loading the approval…',
  approvalUnavailable: 'Unavailable: the approvals could not be loaded.',
  progressionsRefused: 'The add-on was not progressed.',
} as const;
