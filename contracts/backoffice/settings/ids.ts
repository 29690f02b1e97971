// Stream ids of the settings feature are built only here.

// The product's own settings: one stream for all of them, so a save is decided over every setting
// at once and two saves at once cannot both pass (the append's expected version decides).
export const PRODUCT_SETTINGS_STREAM_PREFIX = 'product-settings-';
export const productSettingsStreamId = (): string => `${PRODUCT_SETTINGS_STREAM_PREFIX}site`;
