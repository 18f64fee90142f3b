/**
 * Copy of the AI Agent chat widget. The greeting and the failure reply are the spec's own
 * words (docs/product/requirements.md §3 and §8); the rest labels the widget for screen readers.
 */
export const chatCopy = {
  title: "AI Agent",
  toggleText: "Chat",
  /** Constant name of the toggle; aria-expanded says whether the panel is open. */
  toggleLabel: "Chat with the AI Agent",
  closeLabel: "Close the AI Agent chat",
  greeting: "Hello! How can I assist you today?",
  conversationLabel: "Conversation with the AI Agent",
  inputLabel: "Your message",
  inputPlaceholder: "Ask about our products or docs…",
  send: "Send",
  thinking: "The AI Agent is typing…",
  botSpeaker: "AI Agent:",
  userSpeaker: "You:",
  characters: "characters",
  unavailable: "The chat could not be loaded.",
  failure: (email: string) => `Please reach out to ${email} further inquiry.`,
  feedbackLabel: "Was this answer helpful?",
  feedbackUp: "Helpful",
  feedbackDown: "Not helpful",
  feedbackThanks: "Thanks for your feedback.",
  feedbackFailed: "Your feedback could not be sent. Please try again.",
} as const;
