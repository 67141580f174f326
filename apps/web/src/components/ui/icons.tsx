import type { ReactNode } from 'react';

/** Line icons (24-unit grid, drawn with the current text colour); decorative, so hidden from screen readers. */
export function icon(paths: ReactNode) {
  return function Icon({ className = 'size-5' }: { className?: string }) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
      >
        {paths}
      </svg>
    );
  };
}

export const CloseIcon = /* @__PURE__ */ icon(<path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = /* @__PURE__ */ icon(<path d="M20 6 9 17l-5-5" />);
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 18 6-6-6-6" />);
export const ChevronsLeftIcon = /* @__PURE__ */ icon(<path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);
export const ChevronsRightIcon = /* @__PURE__ */ icon(<path d="m6 17 5-5-5-5M13 17l5-5-5-5" />);
export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const HomeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </>,
);
export const BellIcon = /* @__PURE__ */ icon(
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
);
export const HeartIcon = /* @__PURE__ */ icon(
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />,
);
export const PhoneIcon = /* @__PURE__ */ icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />,
);
export const MapPinIcon = /* @__PURE__ */ icon(
  <>
    <path d="M20 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C9.5 20.2 4 15 4 10a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const MapIcon = /* @__PURE__ */ icon(
  <>
    <path d="M14.1 5.1 9.9 3a2 2 0 0 0-1.8 0L3.6 5.3A1 1 0 0 0 3 6.2v13.2a1 1 0 0 0 1.4.9l3.7-1.8a2 2 0 0 1 1.8 0l4.2 2.1a2 2 0 0 0 1.8 0l4.5-2.3a1 1 0 0 0 .6-.9V4.6a1 1 0 0 0-1.4-.9l-3.7 1.8a2 2 0 0 1-1.8 0Z" />
    <path d="M15 5.8v15M9 3.2v15" />
  </>,
);
export const ListIcon = /* @__PURE__ */ icon(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const SlidersIcon = /* @__PURE__ */ icon(
  <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />,
);
export const SparklesIcon = /* @__PURE__ */ icon(
  <>
    <path d="M9.9 15.5A2 2 0 0 0 8.5 14L2.4 12.5a.5.5 0 0 1 0-1L8.5 10a2 2 0 0 0 1.4-1.4l1.6-6.1a.5.5 0 0 1 1 0L14 8.6a2 2 0 0 0 1.4 1.4l6.1 1.6a.5.5 0 0 1 0 1L15.5 14a2 2 0 0 0-1.4 1.4l-1.6 6.1a.5.5 0 0 1-1 0Z" />
    <path d="M20 3v4M22 5h-4" />
  </>,
);
export const GlobeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
  </>,
);
export const BedIcon = /* @__PURE__ */ icon(<path d="M2 4v16M2 8h18a2 2 0 0 1 2 2v10M2 17h20M6 8v9" />);
export const AreaIcon = /* @__PURE__ */ icon(
  <>
    <path d="M21 3 14 10M3 21l7-7" />
    <path d="M15 3h6v6M9 21H3v-6" />
  </>,
);
export const BuildingIcon = /* @__PURE__ */ icon(
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
  </>,
);
export const PaintRollerIcon = /* @__PURE__ */ icon(
  <>
    <rect x="2" y="2" width="16" height="6" rx="2" />
    <path d="M10 16v-2a2 2 0 0 1 2-2h8a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
    <rect x="8" y="16" width="4" height="6" rx="1" />
  </>,
);
export const SortIcon = /* @__PURE__ */ icon(<path d="m21 16-4 4-4-4M17 20V4M3 8l4-4 4 4M7 4v16" />);
export const AlertIcon = /* @__PURE__ */ icon(
  <>
    <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const LockIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);
export const ChatIcon = /* @__PURE__ */ icon(<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />);
export const ImageIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </>,
);
export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const CheckCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const ShareIcon = /* @__PURE__ */ icon(
  <path d="M18 8a3 3 0 1 0-2.9-3.7L8.9 7.9a3 3 0 1 0 0 4.2l6.2 3.6A3 3 0 1 0 16 13.9l-6.2-3.6a3 3 0 0 0 0-.6l6.2-3.6A3 3 0 0 0 18 8Z" />,
);
export const LinkIcon = /* @__PURE__ */ icon(
  <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
);
export const SendIcon = /* @__PURE__ */ icon(<path d="M22 2 11 13M22 2l-7 20-4-9-9-4Z" />);
export const FlagIcon = /* @__PURE__ */ icon(
  <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 8 2a6 6 0 0 0 3.6-1.2.5.5 0 0 1 .8.4v9.6a1 1 0 0 1-.4.8A6 6 0 0 1 16 14c-3 0-5-2-8-2a6 6 0 0 0-4 1.4" />,
);
