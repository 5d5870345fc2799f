/** The texts the gate and the authorization handling show (spec 01 §8): the contracts' own, by this name. */
export { sessionTexts as sessionMessages } from "@ignite/contracts/texts"
