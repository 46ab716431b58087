import Avatar from '@mui/material/Avatar';
import { initialsOf } from './initials';

/** Spec §9: "Avatar size default: 80". */
export const DEFAULT_AVATAR_SIZE = 80;

export interface UserAvatarProps {
  /** The user's name: shown as initials when there is no image. */
  name: string;
  /** Image URL; without one (or if it fails to load) the initials show. */
  src?: string | null | undefined;
  /** Width and height in px. */
  size?: number;
  /** Accessible name; defaults to the user's name. */
  label?: string;
}

export function UserAvatar({ name, src, size = DEFAULT_AVATAR_SIZE, label = name }: UserAvatarProps) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      role="img"
      aria-label={label}
      sx={{
        width: size,
        height: size,
        fontSize: Math.max(12, Math.round(size * 0.4)),
        // Lavender on both the purple header and white surfaces (AA for the initials).
        bgcolor: 'placeholder.main',
        color: 'placeholder.contrastText',
        fontWeight: 500,
      }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </Avatar>
  );
}
