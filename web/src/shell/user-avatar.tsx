import Avatar from '@mui/material/Avatar';
import type { UserData } from '@contracts/identity/users/user';
import { colorFor, initials } from '../shared/format';

// The initials are decoration drawn by CSS: the button around the avatar carries the name that is
// read out, and a spoken 'open account menu' must not have to match the letters shown. A picture,
// when there is one, shows instead.
export const UserAvatar = ({ user, size = 36 }: { user: UserData; size?: number }) => (
  <Avatar
    src={user.avatar?.url}
    alt=""
    data-initials={user.avatar ? '' : initials(user.name || `${user.first_name} ${user.last_name}`)}
    sx={{ width: size, height: size, bgcolor: colorFor(user.card_color), color: '#fff', fontSize: size * 0.4, fontWeight: 700, '&::before': { content: 'attr(data-initials)' } }}
  >
    {' '}
  </Avatar>
);
