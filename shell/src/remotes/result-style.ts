/** The shell's own result screens (404, a remote that did not load) and page spinner, in antd's look without antd. */
export const RESULT_STYLE = `
.shell-result { padding: 48px 32px; text-align: center; }
.shell-result__status { font-size: 72px; font-weight: 700; line-height: 1; color: #0b3a66; opacity: 0.25; margin-bottom: 24px; }
.shell-result__status--warning { color: #ad6800; opacity: 1; font-size: 56px; }
.shell-result__title { margin: 0; font-size: 24px; line-height: 1.33; font-weight: 600; color: rgba(0, 0, 0, 0.88); }
.shell-result__subtitle { margin: 8px 0 0; font-size: 15px; color: rgba(0, 0, 0, 0.65); }
.shell-result__extra { margin-top: 24px; }
.shell-spinner { display: flex; justify-content: center; align-items: center; min-height: 240px; }
.shell-spinner__ring { width: 32px; height: 32px; border: 4px solid #e5e7eb; border-top-color: #0b3a66; border-radius: 50%; animation: shell-spin 0.9s linear infinite; }
@keyframes shell-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .shell-spinner__ring { animation: none; } }
`;
