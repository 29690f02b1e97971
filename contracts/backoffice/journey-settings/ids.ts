// Stream ids of the journey settings are built only here.

// The journey's lists staff choose from: one stream for all of them, so each change is one event in
// one place and a list's last change is the stream's last event about it.
export const JOURNEY_SETTINGS_STREAM_PREFIX = 'personal-journey-settings-';
export const journeySettingsStreamId = (): string => `${JOURNEY_SETTINGS_STREAM_PREFIX}site`;

// The explanations of one step: their order is decided over all of them at once.
export const EXPLANATIONS_STREAM_PREFIX = 'explanations-';
export const explanationsStreamId = (type: string): string => `${EXPLANATIONS_STREAM_PREFIX}${type}`;
