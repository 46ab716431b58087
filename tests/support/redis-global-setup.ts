import type { TestProject } from 'vitest/node';
import { startRedisServer } from './redis-server';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

/** One real Redis for the BFF test project; tests read its URL with `inject('redisUrl')`. */
export default async function setup(project: TestProject) {
  const redis = await startRedisServer();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
