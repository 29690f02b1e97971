import { publishGridFeature } from '../../../contracts/coaching/publish-grid/feature';
import { publishGridProjection } from '../../../projections/coaching/publish-grid/publish-grid.projection';
import { journeySettingListProjection } from '../../../projections/backoffice/journey-settings/journey-setting-list.projection';
import { defineServerFeature } from '../../server/feature';
import { changePublishList } from './calls/change-publish-list';
import { deletePublishCell } from './calls/delete-publish-cell';
import { getPublishesData } from './calls/get-publishes-data';
import { inlayPublishList } from './calls/inlay-publish-list';
import { jhPublishUpdateGlobals } from './calls/jh-publish-update-globals';
import { updatePersonalJourneysEmailsToSendTest } from './calls/update-personal-journeys-emails-to-send-test';

const own = [publishGridProjection];
// the test addresses are one of the journey settings' lists too: that screen reads their last change
const testAddresses = [publishGridProjection, journeySettingListProjection];

// The publisher that sends the cells at their times is the publication's (ops/coaching/publication).
export const publishGridServer = defineServerFeature({
  contract: publishGridFeature,
  projections: own,
  migrations: [],
  reads: { changePublishList: own, inlayPublishList: own, deletePublishCell: own, jhPublishUpdateGlobals: own, updatePersonalJourneysEmailsToSendTest: testAddresses },
  calls: { getPublishesData, changePublishList, inlayPublishList, deletePublishCell, jhPublishUpdateGlobals, updatePersonalJourneysEmailsToSendTest },
});
