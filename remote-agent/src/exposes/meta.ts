/** Build facts of this remote, read by the host's operator view (/__suite). */
export const buildInfo = __SUITE_BUILD__;
export default buildInfo;
