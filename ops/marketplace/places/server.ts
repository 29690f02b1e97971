import { placesFeature } from '../../../contracts/marketplace/places/feature';
import { defineServerFeature } from '../../server/feature';
import { getLocations } from './calls/get-locations';
import { getTagsData } from './calls/get-tags-data';

export const placesServer = defineServerFeature({
  contract: placesFeature,
  projections: [],
  migrations: [],
  reads: {},
  calls: { getTagsData, getLocations },
});
