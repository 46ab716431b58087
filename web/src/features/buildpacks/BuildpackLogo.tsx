import Avatar from '@mui/material/Avatar';
import type { Buildpack } from '../../api/buildpacks';

/** The buildpack's logo, or its initial on a plain tile when it has none (decorative: the name is beside it). */
export function BuildpackLogo({ buildpack, size = 48 }: { buildpack: Pick<Buildpack, 'name' | 'logo'>; size?: number }) {
  const logo = buildpack.logo?.medium;
  return (
    <Avatar variant="rounded" src={logo?.url} alt="" sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      {buildpack.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
