import { placesCalls } from '@contracts/marketplace/places/calls';
import { callEndpoints } from '../../../app/call-endpoints';
import { api } from '../../../app/api';

const places = callEndpoints(placesCalls);

// getTagsData and getLocations: plain reads, kept by the browser (see use-tag-words.ts).
export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTagsData: places.query(build, 'getTagsData', { keepUnusedDataFor: 60 * 60 }),
    getLocations: places.query(build, 'getLocations', { keepUnusedDataFor: 60 * 60 }),
  }),
});
