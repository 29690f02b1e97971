import { alertSearchKey, type Alert, type AlertType } from '@contracts/marketplace/alerts/alert';
import type { JobSearchParams } from '@contracts/marketplace/jobs/calls';

// What addAlert takes for the search a list shows (its words, place and filters) and its address.
export const alertInputOf = (type: AlertType, params: JobSearchParams, url: string) => {
  const { locationObj, queryString, radius, tags, employmentType, seniorityLevel, company } = params;
  return {
    histogramType: type,
    queryParams: { queryString, radius, tags, employmentType, seniorityLevel, company },
    locationObj: locationObj ?? null,
    url,
  };
};

// The search of a list in one string, as the server compares alerts.
export const searchKeyOf = (type: AlertType, params: JobSearchParams): string =>
  alertSearchKey(type, {
    queryString: params.queryString,
    radius: params.locationObj ? params.radius : undefined,
    tags: params.tags,
    employmentType: params.employmentType,
    seniorityLevel: params.seniorityLevel,
    company: params.company,
    location: params.locationObj ? { lat: params.locationObj.lat, lng: params.locationObj.lng } : null,
  });

export const alertKeyOf = (alert: Alert): string =>
  alertSearchKey(alert.alertHistogramType, {
    ...alert.filters,
    queryString: alert.alertQuery,
    location: alert.alertLocationLat !== null && alert.alertLocationLng !== null ? { lat: alert.alertLocationLat, lng: alert.alertLocationLng } : null,
  });
