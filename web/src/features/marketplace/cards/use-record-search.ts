import { useEffect } from 'react';
import { cardsApi } from './cards-api';

// A search with keywords counts toward 'People Also Searched' once it is shown.
export const useRecordSearch = (histogramType: 'jobs' | 'resumes', query: string, shown: boolean) => {
  const [record] = cardsApi.useRecordSearchMutation();
  const keywords = query.trim();
  useEffect(() => {
    if (shown && keywords) void record({ histogramType, queryString: keywords }).catch(() => undefined);
  }, [histogramType, keywords, shown, record]);
};
