/**
 * A fixed "now" for stories whose output depends on the date (the add-ons list
 * judges its banners on the local day). The clock keeps ticking from the given
 * instant, so timers, TanStack Query's staleness and animations behave normally.
 *
 * Use as a story or meta `beforeEach`: `beforeEach: freezeClockAt('2024-03-04T10:00:00')`.
 */
export function freezeClockAt(instant: string): () => () => void {
  return () => {
    const RealDate = globalThis.Date;
    const offset = new RealDate(instant).getTime() - RealDate.now();

    class FixedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        // Any other arguments mean what they always mean.
        else super(...(args as [number]));
      }

      static override now(): number {
        return RealDate.now() + offset;
      }
    }

    globalThis.Date = FixedDate as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  };
}
