import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Job, JobListItem } from '@contracts/marketplace/jobs/job';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { ContactUnlock } from '../credits/contact-unlock';
import { PromoteButton } from '../credits/promote-button';
import { ApplyButton, useApplicationOf } from './apply-button';

// Under a job's details: Apply (or where the application stands) and the contact details for
// seekers and visitors; Promote for the job's owner.
export const JobApplyBarContent = ({ job }: { job: Job }) => {
  const { role, user } = useCurrentUser();
  const state = useApplicationOf(job._id);
  const own = user?._id === job.jobownerid;
  if (own)
    return (
      <Box sx={{ mt: 2 }}>
        <PromoteButton type="job" objectId={job._id} />
      </Box>
    );
  if (role === 'recruiter') return null;
  return (
    <Stack spacing={2} sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: '#f8fafc', border: 1, borderColor: 'divider' }}>
      <Box>
        <ApplyButton jobId={job._id} jobOwnerId={job.jobownerid} size="large" />
      </Box>
      {job.jobstatus === 'A' && <ContactUnlock jobId={job._id} free={state?.status === 'matched'} />}
    </Stack>
  );
};

// On a job card, outside its clickable area: Apply, or 'Applied {date}' / 'Matched'.
export const JobCardApplyContent = ({ job }: { job: JobListItem }) => {
  const { role } = useCurrentUser();
  if (role === 'recruiter') return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 2, pb: 1.5, pt: 0 }}>
      <ApplyButton jobId={job._id} size="small" />
    </Stack>
  );
};
