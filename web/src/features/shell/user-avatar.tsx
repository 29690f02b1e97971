import Avatar from '@mui/material/Avatar';
import type { UserData } from '../../../../contracts/identity/users/user';
import { colorFor, initials } from '../../shared/format';

export const UserAvatar = ({ user, size = 36 }: { user: UserData; size?: number }) => (
  <Avatar sx={{ width: size, height: size, bgcolor: colorFor(user.card_color), fontSize: size * 0.4, fontWeight: 700 }}>
    {initials(user.name || `${user.first_name} ${user.last_name}`)}
  </Avatar>
);
