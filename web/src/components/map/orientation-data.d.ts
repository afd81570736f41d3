// The build-time orientation layer (web/vite-plugins/orientation-layer.ts).
declare module 'virtual:fundax-orientation-layer' {
  // An ambient module cannot import a relative path: an import() type is the only way here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const layer: import('../../../vite-plugins/orientation-layer').OrientationLayer;
  export default layer;
}
