/** Where the publish flow lives (spec §2 "/buildpacks: registry, publish and publish-success screens"). */
export const BUILDPACKS_PATH = '/buildpacks';
export const PUBLISH_PATH = `${BUILDPACKS_PATH}/publish`;
export const publishSuccessPath = (buildpackId: string) => `${PUBLISH_PATH}/success/${encodeURIComponent(buildpackId)}`;
/** The buildpack's own screen (built beside this one). */
export const buildpackPath = (namespace: string, name: string) => `${BUILDPACKS_PATH}/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}`;
