// Stream ids of the recruiter contacts are built only here.

// The recruiters the parts are sent to.
export const recruiterContactsStreamId = 'recruiter-contacts';
