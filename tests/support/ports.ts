/** Tests take free ports from the one helper the scripts use too. */
export {freePort} from '../../tools/ports';
