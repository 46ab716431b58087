/**
 * Supported generations (spec §5 "Generations"): one of them (Cedar, the
 * contract's FIXED_GENERATION in api/listing-rules.ts) cannot be turned off:
 * it is shown ticked and always sent, whatever the saved record says.
 */
import type { Generation } from '../api/addon';

/** `generations` with the fixed one in front when it is missing. */
export function withFixedGeneration(generations: readonly Generation[], fixed: Generation): Generation[] {
  return generations.includes(fixed) ? [...generations] : [fixed, ...generations];
}
