// The Spanish page hydrates the same islands as the English one.
import '../../contactus/+client.ts'
