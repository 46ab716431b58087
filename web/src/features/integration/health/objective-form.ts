import * as yup from 'yup';
import {
  OBJECTIVE_MESSAGES,
  OBJECTIVE_TARGET_MAX,
  OBJECTIVE_TARGET_MIN,
  OBJECTIVE_WINDOW_MAX_DAYS,
  OBJECTIVE_WINDOW_MIN_DAYS,
} from '../../../api/integration-objective';

/** The form's values as typed: the target in percent (99.5), the window in days. */
export interface ObjectiveValues {
  targetPercent: string;
  windowDays: string;
}

/** The contract's limits and messages (api/integration-objective.ts), so the form refuses what the API would. */
export const objectiveFormSchema = yup.object({
  targetPercent: yup
    .string()
    .required(OBJECTIVE_MESSAGES.target)
    .test('target', OBJECTIVE_MESSAGES.target, (value) => {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(value ?? '')) return false;
      const percent = Number(value);
      return percent >= OBJECTIVE_TARGET_MIN * 100 && percent <= OBJECTIVE_TARGET_MAX * 100;
    }),
  windowDays: yup
    .string()
    .required(OBJECTIVE_MESSAGES.window)
    .test('window', OBJECTIVE_MESSAGES.window, (value) => /^\d{1,2}$/.test(value ?? '') && Number(value) >= OBJECTIVE_WINDOW_MIN_DAYS && Number(value) <= OBJECTIVE_WINDOW_MAX_DAYS),
});

/** The wire's share from a percent the schema has accepted: 99.95 → 0.9995, rounded so 99.95 / 100 is not 0.9994999…. */
export const targetRateOf = (percent: string): number => Math.round(Number(percent) * 100) / 10_000;
export const percentOf = (rate: number): string => String(Math.round(rate * 10_000) / 100);
