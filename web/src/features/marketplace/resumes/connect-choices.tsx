import type { MouseEvent, ReactElement } from 'react';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

// Which of the recruiter's active jobs a connect is for (connect-button.tsx, loaded on the first need).
export const JobChoice = ({
  anchor,
  title,
  jobs,
  onClose,
  onClick,
  onPick,
}: {
  anchor: HTMLElement;
  title: string;
  jobs: readonly { _id: string; title: string }[];
  onClose: () => void;
  onClick: (event: MouseEvent) => void;
  onPick: (jobId: string) => void;
}) => (
  <Menu anchorEl={anchor} open onClose={onClose} onClick={onClick}>
    <ListSubheader>{title}</ListSubheader>
    {jobs.map((job) => (
      <MenuItem key={job._id} dir="auto" onClick={() => onPick(job._id)}>
        {job.title}
      </MenuItem>
    ))}
  </Menu>
);

// Why a recruiter without an active job is sent to add one.
export const NeedJobHint = ({ title, children }: { title: string; children: ReactElement }) => <Tooltip title={title}>{children}</Tooltip>;
