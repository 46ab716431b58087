import ExtensionIcon from '@mui/icons-material/Extension';
import Box from '@mui/material/Box';

/** Spec §5/§9: icons are 70×70 px. */
export const ADDON_ICON_SIZE = 70;

export interface AddonIconProps {
  src: string | null | undefined;
  /** Alternative text; empty (decorative) when the add-on's name is next to the icon. */
  alt?: string;
  size?: number;
}

/** An add-on's icon, or a placeholder tile when it has none. */
export function AddonIcon({ src, alt = '', size = ADDON_ICON_SIZE }: AddonIconProps) {
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        sx={{ width: size, height: size, flexShrink: 0, objectFit: 'contain', borderRadius: 1 }}
      />
    );
  }
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="addon-icon-placeholder"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'placeholder.main',
        color: 'placeholder.contrastText',
      }}
    >
      <ExtensionIcon sx={{ fontSize: Math.round(size * 0.5) }} />
    </Box>
  );
}
