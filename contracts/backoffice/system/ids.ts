export const projectionOpsStreamId = (projection: string): string => `system-projection-${projection}`;
