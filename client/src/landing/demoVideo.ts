/** The demo recording, produced by the demo-video script into client/public/demo/. */
export const DEMO_VIDEO = {
  mp4: '/demo/titulo360-demo.mp4',
  webm: '/demo/titulo360-demo.webm',
  poster: '/demo/titulo360-demo-poster.jpg',
} as const;

export const DEMO_SECTION_ID = 'demo';
