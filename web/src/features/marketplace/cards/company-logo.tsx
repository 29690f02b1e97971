import Avatar from '@mui/material/Avatar';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { logoServiceUrl } from '@contracts/marketplace/cards/logo-service';
import { colorFor, initials } from '../../../shared/format';

const UNDISCLOSED = 'Undisclosed Company';

// The logo service: a company's icon by the host of its web address.
export const logoUrl = (companyUrl: string | null | undefined): string | undefined => {
  if (!companyUrl) return undefined;
  try {
    const host = new URL(/^https?:\/\//i.test(companyUrl) ? companyUrl : `http://${companyUrl}`).hostname;
    return host.includes('.') ? logoServiceUrl(host) : undefined;
  } catch {
    return undefined;
  }
};

// The company's logo when its address has one; initials on the company's colour otherwise, or when
// the logo does not load; the default picture when there is no name to take initials from.
export const CompanyLogo = ({ company, companyUrl, size = 48 }: { company: string; companyUrl?: string | null; size?: number }) => {
  const named = company.trim() && company !== UNDISCLOSED;
  return (
    <Avatar
      variant="rounded"
      src={logoUrl(companyUrl)}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: named ? colorFor(company) : 'grey.400',
        color: '#fff',
        fontWeight: 800,
        fontSize: size * 0.38,
        borderRadius: `${Math.round(size / 4)}px`,
        '& .MuiAvatar-img': { objectFit: 'contain', bgcolor: '#fff', p: `${Math.round(size / 8)}px` },
      }}
    >
      {named ? initials(company) : <BusinessOutlined sx={{ fontSize: size * 0.55 }} />}
    </Avatar>
  );
};

// A person: the photo, else initials on their card colour (one of 14), else the default picture.
export const PersonPicture = ({ name, avatarUrl, cardColor, size = 48 }: { name: string; avatarUrl?: string | null; cardColor: string | number; size?: number }) => (
  <Avatar src={avatarUrl ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: name.trim() ? colorFor(cardColor) : 'grey.400', color: '#fff', fontWeight: 800, fontSize: size * 0.38 }}>
    {name.trim() ? initials(name) : <PersonOutlined sx={{ fontSize: size * 0.6 }} />}
  </Avatar>
);
