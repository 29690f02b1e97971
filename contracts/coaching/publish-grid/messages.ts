import { defineMessages } from '../../core/messages';

// What the publish grid's calls say, by code (the web's publish-grid locales translate them); a part
// of no open cycle or sent already is refused in the publication's words.
export const publishGridMessages = defineMessages({
  PartTaken: 'This part is on the list already',
  CellNotFound: 'There is no such cell',
  PublishTimeNotOffered: 'Choose one of the publish times',
  PartNotOffered: 'Choose one of the parts',
});
