import { defineAccessRows, everyone } from '../../core/access-matrix';
import { placesCalls } from './calls';

export const placesAccess = defineAccessRows(placesCalls, {
  getTagsData: { expect: everyone(200) },
  getLocations: { expect: everyone(200) },
});
