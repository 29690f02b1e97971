import { defineErrors } from '../../core/feature';

export const systemErrors = defineErrors({
  UnknownProjection: { status: 404, message: 'There is no read model with this name' },
});
