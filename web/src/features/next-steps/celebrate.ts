import confetti from 'canvas-confetti';
import { CELEBRATION } from '../../domain/progression';

/**
 * Spec §4, §9: after a progression, confetti for 1 second with 150 particles.
 * Drawn on a canvas of our own (marked, so a journey can see it ran), without
 * a worker (the CSP allows no blob: workers), and not at all for people who
 * asked for reduced motion.
 */
export function celebrate(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const canvas = document.createElement('canvas');
  canvas.dataset.celebration = 'progression';
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '2000' });
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  // About 60 frames a second: the particles fade out as the second ends.
  void fire({ particleCount: CELEBRATION.particleCount, spread: 100, startVelocity: 45, origin: { y: 0.3 }, ticks: 60 });
  window.setTimeout(() => {
    fire.reset();
    canvas.remove();
  }, CELEBRATION.durationMs);
}
