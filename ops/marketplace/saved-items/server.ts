import { savedItemsFeature } from '../../../contracts/marketplace/saved-items/feature';
import { savedItemProjection } from '../../../projections/marketplace/saved-items/saved-item.projection';
import { defineServerFeature } from '../../server/feature';
import { addSavedItem } from './calls/add-saved-item';
import { getSavedItems } from './calls/get-saved-items';
import { removeSavedItem } from './calls/remove-saved-item';

export const savedItemsServer = defineServerFeature({
  contract: savedItemsFeature,
  projections: [savedItemProjection],
  migrations: [],
  reads: { addSavedItem: [savedItemProjection], removeSavedItem: [savedItemProjection] },
  calls: { addSavedItem, removeSavedItem, getSavedItems },
});
