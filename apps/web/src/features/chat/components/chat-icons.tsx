import { icon } from '@/components/ui/icons';

// The chat's own icons: they load with the chat, not with the first screen.
export const SendIcon = /* @__PURE__ */ icon(
  <>
    <path d="M14.5 21.7a.5.5 0 0 0 .9 0L22 2.6a.5.5 0 0 0-.6-.6L2.3 8.6a.5.5 0 0 0 0 .9l7.9 3.2a2 2 0 0 1 1.1 1.1z" />
    <path d="m21.9 2.1-10.9 10.9" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </>,
);
export const ArrowRightIcon = /* @__PURE__ */ icon(<path d="M5 12h14M12 5l7 7-7 7" />);
export const CrossedCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
