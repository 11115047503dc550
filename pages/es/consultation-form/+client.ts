// The Spanish page hydrates the same islands as the English one.
import '../../consultation-form/+client.ts'
