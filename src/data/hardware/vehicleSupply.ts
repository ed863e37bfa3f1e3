/**
 * The vehicle's side of OBD-II pin 16, the permanent battery supply every device runs from.
 *
 * Its fuse rating is Veltro's figure: SAE J1962, the connector standard, sets none, and neither the canon
 * (`shared/ia/facts.md`: pin 16 "is fused in the vehicle"), the fact source nor the original reference gives one.
 * 10–20 A is the range of the fuses that commonly protect the diagnostic-socket circuit of cars and light trucks,
 * which is often shared with the accessory socket. The pages use it for one point only, which holds anywhere in that
 * range: the fuse lets through far more current than a board, a probe or a bent contact survives, so a short from
 * pin 16 burns before the fuse blows. Every page and the pin tables render this one value.
 */
export const pin16Fuse = {minAmps: 10, maxAmps: 20} as const;

/** "10–20 A", as the pages write it. */
export const pin16FuseRating = `${pin16Fuse.minAmps}–${pin16Fuse.maxAmps} A`;
