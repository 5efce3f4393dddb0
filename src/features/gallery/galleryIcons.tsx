import type { SVGProps } from 'react';

/** Inline icons of the gallery pages; decorative, so hidden from assistive tech. */
function Svg({ size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props} />;
}

export function ImagePlaceholderIcon({ size = 48 }: { size?: number }) {
  return (
    <Svg size={size} strokeWidth="1.4">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-9 9" />
    </Svg>
  );
}

export function PlusIcon() {
  return (
    <Svg>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function EditIcon() {
  return (
    <Svg size={16}>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M14 6l4 4" />
    </Svg>
  );
}

export function TrashIcon() {
  return (
    <Svg size={16}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Svg>
  );
}

export function ArrowLeftIcon() {
  return (
    <Svg size={18}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Svg>
  );
}

/** A check in a downward arrow's tray: kept on this device. */
export function DownloadedIcon({ size = 14 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" />
      <path d="M8 10l3 3 5-6" />
    </Svg>
  );
}
