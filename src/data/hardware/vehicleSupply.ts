/**
 * The vehicle's side of OBD-II pin 16, the permanent battery supply every device runs from.
 *
 * Its fuse rating is Veltro's figure: SAE J1962, the connector standard, sets none, and neither the canon
 * (`shared/ia/facts.md`: pin 16 "is fused in the vehicle"), the fact source nor the original reference gives one.
 * 10–20 A is the range of the fuses that commonly protect the diagnostic-socket circuit, which is often shared with
 * the accessory socket; heavy vehicles vary more, and the pages say "typically". They use the figure for one point,
 * which holds anywhere in that range: the fuse is sized for the vehicle's wiring, not for the device, so it lets
 * through far more current than a board trace, a probe tip or a bent contact carries. A clean short from pin 16 to
 * ground blows it; a poor contact can heat the socket until it melts before the fuse opens. Every page and the pin
 * tables render this one value.
 */
export const pin16Fuse = {minAmps: 10, maxAmps: 20} as const;

/** "10–20 A", as the pages write it. */
export const pin16FuseRating = `${pin16Fuse.minAmps}–${pin16Fuse.maxAmps} A`;
