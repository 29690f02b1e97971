import { recruiterContactsFeature } from '../../../contracts/coaching/recruiter-contacts/feature';
import { recruiterContactsProjection } from '../../../projections/coaching/recruiter-contacts/recruiter-contacts.projection';
import { defineServerFeature } from '../../server/feature';
import { addRecruiterContact } from './calls/add-recruiter-contact';
import { getRecruiterContacts } from './calls/get-recruiter-contacts';
import { importRecruiterContacts } from './calls/import-recruiter-contacts';
import { removeRecruiterContact } from './calls/remove-recruiter-contact';

const own = [recruiterContactsProjection];

export const recruiterContactsServer = defineServerFeature({
  contract: recruiterContactsFeature,
  projections: own,
  migrations: [],
  reads: { addRecruiterContact: own, importRecruiterContacts: own, removeRecruiterContact: own },
  calls: { getRecruiterContacts, addRecruiterContact, importRecruiterContacts, removeRecruiterContact },
});
